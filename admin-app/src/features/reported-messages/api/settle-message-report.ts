import { adminMessageReportsContract, call, type MessageReportAction } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /admin/message-reports/:id: dismiss the report, or deactivate the message's sender. */
export const useSettleMessageReport = () =>
  useAdminMutation(({ id, action }: { id: string; action: MessageReportAction }) =>
    call(adminMessageReportsContract.settle, { params: { id }, body: { action } }),
  );
