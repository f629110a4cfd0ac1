import type { TContentCategory, TContentStatus } from '@portal/contracts/content';
import type { TCreateVideoRequest, TUpdateVideoRequest, TVideo } from '@portal/contracts/videos';

export const NEW_VIDEO_ID = 'new';

export type VideoSourceKind = 'upload' | 'url';

/** What the video editor holds: text fields as typed, the uploads by their media ids. */
export interface VideoFormValues {
  title: string;
  description: string;
  category: TContentCategory | '';
  /** Whole seconds as typed. */
  duration: string;
  sourceKind: VideoSourceKind;
  sourceMediaId: string | null;
  /** What the upload was called (the file's name), to show beside it. */
  sourceFileName: string | null;
  url: string;
  posterMediaId: string | null;
  /** The stored poster's same-origin path (needs the bearer), null for a new upload or none. */
  posterUrl: string | null;
  /** WebVTT text, or null for none. */
  captions: string | null;
  captionsFileName: string | null;
}

/** The form fields a contract or server error can be about, in the order they appear. */
export type VideoFormField =
  'title' | 'description' | 'category' | 'duration_seconds' | 'source' | 'poster_media_id' | 'captions';
export const VIDEO_FIELD_ORDER: readonly VideoFormField[] = [
  'title',
  'description',
  'category',
  'duration_seconds',
  'source',
  'poster_media_id',
  'captions',
];

export const EMPTY_VIDEO_FORM: VideoFormValues = {
  title: '',
  description: '',
  category: '',
  duration: '',
  sourceKind: 'upload',
  sourceMediaId: null,
  sourceFileName: null,
  url: '',
  posterMediaId: null,
  posterUrl: null,
  captions: null,
  captionsFileName: null,
};

export function toVideoFormValues(video: TVideo, captions: string | null): VideoFormValues {
  const isUpload = video.source.kind === 'media';
  return {
    title: video.title,
    description: video.description,
    category: video.category,
    duration: String(video.duration_seconds),
    sourceKind: isUpload ? 'upload' : 'url',
    sourceMediaId: video.source.kind === 'media' ? video.source.media_id : null,
    sourceFileName: null,
    url: video.source.kind === 'external' ? video.source.url : '',
    posterMediaId: video.poster_media_id,
    posterUrl: video.poster_url,
    captions,
    captionsFileName: null,
  };
}

/** `"90"` → 90; anything that is not whole seconds stays as typed for the contract to refuse. */
function toDuration(value: string): number | string {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? Number.NaN : trimmed;
}

export function toCreateVideoRequest(values: VideoFormValues, status: TContentStatus): TCreateVideoRequest {
  return {
    title: values.title,
    description: values.description,
    category: values.category as TContentCategory,
    duration_seconds: toDuration(values.duration) as number,
    source:
      values.sourceKind === 'upload'
        ? // An empty id fails the contract with "Choose an uploaded video".
          { media_id: values.sourceMediaId ?? '' }
        : { url: values.url },
    poster_media_id: values.posterMediaId,
    captions: values.captions,
    status,
  };
}

export function toUpdateVideoRequest(
  values: VideoFormValues,
  status: TContentStatus,
  version: number,
): TUpdateVideoRequest {
  return { ...toCreateVideoRequest(values, status), version };
}

/** Whether two forms would save the same video (the names of chosen files do not count). */
export function isSameVideoForm(a: VideoFormValues, b: VideoFormValues): boolean {
  const keys: (keyof VideoFormValues)[] = [
    'title',
    'description',
    'category',
    'duration',
    'sourceKind',
    'sourceMediaId',
    'url',
    'posterMediaId',
    'captions',
  ];
  return keys.every((key) => a[key] === b[key]);
}

/** A WebVTT file's cues (`-->` lines), to say what was loaded. */
export function countCues(captions: string): number {
  return captions.split(/\r?\n/).filter((line) => line.includes('-->')).length;
}
