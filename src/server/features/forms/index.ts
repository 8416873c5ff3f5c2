/** Forms, surveys, registration requests and the firm's GDPR approval (decision 0052). */

export {
  type CalendarEventCheck,
  cancelEventAnswer,
  employeeEventAnswers,
  firmEventAnswers,
  surveyIdByTitle,
} from './eventAnswers/eventAnswers.usecases';
export { formsRoutes } from './forms.routes';
export { type FormsSeed, seedForms } from './forms.seed';
export {
  customerApplications,
  feedbackMessages,
  registrationRequests,
  surveyAnswers,
  surveyFields,
  surveys,
} from './forms.table';
