import { defineErrors } from '../../../platform/http/errors';

/**
 * A refused ROT state change (decision 0039): the rules' Swedish message as it is. A change the state
 * machine does not have is a bad request; one the payments or the current state forbid is a conflict.
 */
export const taxDeductionErrors = defineErrors({
  TAX_DEDUCTION_CHANGE_INVALID: { status: 400, text: (message: string) => message },
  TAX_DEDUCTION_CHANGE_CONFLICT: { status: 409, text: (message: string) => message },
  TAX_DEDUCTION_NOT_COMPLETED: {
    status: 409,
    text: 'Fakturan är inte slutförd: ROT-statusen gäller först när fakturan är slutförd',
  },
});
