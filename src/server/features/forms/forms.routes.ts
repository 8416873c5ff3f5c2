import { formsApi } from '@shared/api/forms.api';
import type { ApiRouter } from '../../platform/http/router';
import { applyAsCustomer } from './customerApplications/customerApplications.usecases';
import type { CalendarEventCheck } from './eventAnswers/eventAnswers.usecases';
import {
  approveGdpr,
  contactUs,
  feedbackFormConfig,
  gdprState,
  registerCustomer,
  sendFeedback,
  submitSurvey,
  surveyFilled,
  surveyForm,
} from './forms.usecases';

/** `checkCalendarEvent`: the events feature's rule for registrations (app.ts wires it; decision 0053). */
export function formsRoutes(
  router: ApiRouter,
  options: { checkCalendarEvent?: CalendarEventCheck } = {},
): void {
  router.add(formsApi.surveyForm, ({ deps, session, parameters }) =>
    surveyForm({ deps, session, ...parameters }),
  );
  router.add(formsApi.surveySubmit, ({ deps, session, parameters }) => {
    const { captchaTicket, captchaAnswer, ...rest } = parameters;
    return submitSurvey({
      deps,
      session,
      ...rest,
      captcha: { captchaTicket, captchaAnswer },
      checkCalendarEvent: options.checkCalendarEvent,
    });
  });
  router.add(formsApi.surveyFilled, ({ deps, firmId, employeeId, parameters }) =>
    surveyFilled({ deps, firmId, employeeId, ...parameters }),
  );
  router.add(formsApi.requestForSchool, ({ deps, session, parameters }) => {
    const { captchaTicket, captchaAnswer, values } = parameters;
    return submitSurvey({
      deps,
      session,
      surveyType: 'REQUEST_FOR_SCHOOL',
      values,
      captcha: { captchaTicket, captchaAnswer },
      captchaAlways: true,
    });
  });
  router.add(formsApi.feedbackFormConfig, ({ deps }) => feedbackFormConfig({ deps }));
  router.add(formsApi.feedback, ({ deps, session, parameters }) =>
    sendFeedback({ deps, session, input: parameters }),
  );
  router.add(formsApi.mainSiteContactUs, ({ deps, parameters }) => contactUs({ deps, ...parameters }));
  router.add(formsApi.register, ({ deps, parameters }) => registerCustomer({ deps, input: parameters }));
  router.add(formsApi.customerApply, ({ deps, parameters }) => applyAsCustomer({ deps, input: parameters }));
  router.add(formsApi.gdprState, ({ deps, firmId }) => gdprState({ deps, firmId }));
  router.add(formsApi.gdprApprove, ({ deps, firmId, session }) =>
    approveGdpr({ deps, firmId, employee: session.employee, method: 'ONLINE' }),
  );
  router.add(formsApi.offlineGdprApprove, ({ deps, firmId, session }) =>
    approveGdpr({ deps, firmId, employee: session.employee, method: 'OFFLINE' }),
  );
}
