import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgeBand, HealthScanQuality, RateMedicine, Sex } from '@portal/contracts/health-scan';
import type { ScanAdvice } from '../signal/frame-advice';
import type { RetakeReason } from '../signal/scan-outcome';
import type { CameraProblem } from './camera';
import type { ReadingCaveat, RestingRange } from './interpret-reading';

/** Live guidance while scanning: short, and always saying what to do. */
export const ADVICE_TEXTS: Record<ScanAdvice, MessageDescriptor> = {
  ok: msg`Good. Hold still and breathe normally.`,
  'too-dark': msg`Too dark. Turn on a light or face a window.`,
  'too-bright': msg`Too bright. Move out of direct light.`,
  'face-left': msg`We can’t see your face. Bring it back into the oval.`,
  'fill-oval': msg`Move a little closer so your face fills the oval.`,
  'hold-still': msg`Hold still.`,
};

/** Why a scan gave no number, and what to do about it. */
export const RETAKE_TEXTS: Record<RetakeReason, MessageDescriptor> = {
  'weak-signal': msg`We couldn’t find a clear pulse in the video. Sit facing an even, bright light, keep your face inside the oval and hold still.`,
  'too-dark': msg`It was too dark to read the colour of your skin. Turn on a light or face a window, then try again.`,
  'too-bright': msg`The light was too strong or shining straight into the camera. Move out of direct sunlight or away from a bright lamp.`,
  moved: msg`There was too much movement. Rest your elbows on a table, or prop the phone up, and keep still.`,
  'no-face': msg`Your face was outside the oval for too long. Hold the phone at eye level, about an arm’s length away.`,
  'too-short': msg`The scan didn’t get enough usable video. Keep the app open and your face in the oval for the whole scan.`,
};

/** The camera could not be opened. */
export const CAMERA_PROBLEM_TITLES: Record<CameraProblem, MessageDescriptor> = {
  denied: msg`The app isn’t allowed to use the camera`,
  busy: msg`The camera is busy`,
  'no-camera': msg`No front camera found`,
  unsupported: msg`This phone can’t run the scan`,
};

export const QUALITY_LABELS: Record<HealthScanQuality, MessageDescriptor> = {
  good: msg`Good signal`,
  fair: msg`Fair signal`,
};

export const RANGE_TEXTS: Record<RestingRange, MessageDescriptor> = {
  below: msg`For an adult at rest, this is below the usual range of 60 to 100 beats per minute. A lower resting heart rate is common in people who exercise a lot and in people taking beta-blockers. If you feel dizzy, faint, short of breath or unusually tired, contact a clinician.`,
  usual: msg`For an adult at rest, this is within the usual range of 60 to 100 beats per minute.`,
  above: msg`For an adult at rest, this is above the usual range of 60 to 100 beats per minute. Caffeine, nicotine, recent activity, stress, pain or a fever can raise it, and so can not being fully at rest. Sit quietly for 5 minutes and scan again. If it stays above 100 at rest, or you feel unwell, contact a clinician.`,
};

export const CAVEAT_TEXTS: Record<ReadingCaveat, MessageDescriptor> = {
  'rhythm-condition': msg`You have a heart-rhythm condition or a pacemaker. A camera reading may be unreliable for you, because irregular beats are hard to read from the colour of the skin. Follow your clinician’s advice.`,
  'beta-blocker': msg`You take a beta-blocker. It slows the heart, so a lower number is expected and the usual range may not apply to you.`,
  'other-medicine': msg`You take a medicine that can change your heart rate, so the usual range may not apply to you.`,
  'unsure-medicine': msg`You weren’t sure whether a medicine you take changes your heart rate. Your pharmacist or clinician can tell you how to read this number.`,
  exercise: msg`You were active in the last 30 minutes, so your heart may not have settled back to its resting rate yet.`,
  caffeine: msg`You had caffeine in the last 30 minutes. It can raise your heart rate for a while.`,
  nicotine: msg`You smoked or vaped in the last 30 minutes. Nicotine raises the heart rate for a while.`,
  'fair-signal': msg`The signal was only fair, so this number is less certain than usual. A scan in even light, holding still, gives a clearer signal.`,
};

export const RATE_MEDICINE_LABELS: Record<RateMedicine, MessageDescriptor> = {
  none: msg`No`,
  'beta-blocker': msg`Yes, a beta-blocker (such as metoprolol, bisoprolol or propranolol)`,
  other: msg`Yes, another medicine that slows or speeds the heart`,
  unsure: msg`I’m not sure`,
};

export const AGE_BAND_LABELS: Record<AgeBand, MessageDescriptor> = {
  '18-29': msg`18 to 29`,
  '30-39': msg`30 to 39`,
  '40-49': msg`40 to 49`,
  '50-59': msg`50 to 59`,
  '60-69': msg`60 to 69`,
  '70-plus': msg`70 or older`,
};

export const SEX_LABELS: Record<Sex, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
  'prefer-not-to-say': msg`Prefer not to say`,
};

/** A caveat in a word or two, for the history's table ("Before the scan"). */
export const CAVEAT_SHORT_LABELS: Record<Exclude<ReadingCaveat, 'fair-signal'>, MessageDescriptor> = {
  'rhythm-condition': msg`Rhythm condition or pacemaker`,
  'beta-blocker': msg`Beta-blocker`,
  'other-medicine': msg`Heart-rate medicine`,
  'unsure-medicine': msg`Unsure about medicines`,
  exercise: msg`Exercise`,
  caffeine: msg`Caffeine`,
  nicotine: msg`Nicotine`,
};
