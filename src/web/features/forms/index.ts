/** Forms, surveys and registration (decision 0052): the visitor pages and the admin's GDPR notice. */
export { BecomeCustomerDialog } from './BecomeCustomerDialog';
export { GdprNotice } from './GdprNotice';
export { SurveyForm } from './SurveyForm';

export const formsPages = {
  register: () => import('./RegisterPage'),
  survey: () => import('./SurveyPage'),
  feedback: () => import('./FeedbackPage'),
  contact: () => import('./ContactPage'),
};
