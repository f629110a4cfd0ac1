/** The `:id` of the edit route that creates an article instead of changing one (`/dashboard/articles/new/edit`). */
export const NEW_ARTICLE_ID = 'new';
