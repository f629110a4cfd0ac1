import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TContentCategory } from '@portal/contracts/content';
import type { FormState } from '@/ui/form/use-form';
import { TextField } from '@/ui/text-field';
import { CategoryField } from './category-field';
import type { CategoryLabels } from './category-field';

/** What an article's form and a video's hold alike. */
interface ContentBasics {
  title: string;
  category: TContentCategory | '';
}

export interface ContentBasicsFieldsProps {
  idPrefix: string;
  form: Pick<FormState<ContentBasics>, 'values' | 'errors' | 'setValue'>;
  categoryLabels: CategoryLabels;
  /** The text under the title: the article's summary, the video's description. */
  blurb: ReactNode;
  /** The field beside the category: the article's status, the video's length. */
  besideCategory: ReactNode;
}

/** The fields both editors open with, in the same order: the title, its blurb, then the category beside one more. */
export function ContentBasicsFields({
  idPrefix,
  form,
  categoryLabels,
  blurb,
  besideCategory,
}: ContentBasicsFieldsProps) {
  const { t } = useLingui();
  const { values, errors } = form;
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={t`Title`}
        value={values.title}
        onChange={(title) => form.setValue('title', title)}
        error={errors.title}
      />
      {blurb}
      <div className="grid gap-5 sm:grid-cols-2">
        <CategoryField
          id={`${idPrefix}-category`}
          value={values.category}
          onChange={(category) => form.setValue('category', category)}
          error={errors.category}
          labels={categoryLabels}
        />
        {besideCategory}
      </div>
    </>
  );
}
