import type { FlowModuleOf } from '../../../services/contracts/modules';
import { splitAddresses } from '../../../services/contracts/modules/email';
import type { EmailRequest } from '../conversation';
import { substitute } from '../parameters';
import type { ModuleCompiler } from './compiler';

/** The e-mail an EMAIL module sends: its addresses, subject and template, #parameters filled in. */
function requestOf(module: FlowModuleOf<'EMAIL'>, params: Record<string, string>): EmailRequest {
  const { emailTo, emailCc, emailSubject, emailTemplate } = module.settings;
  return {
    moduleId: module.id,
    to: splitAddresses(substitute(emailTo ?? '', params)),
    cc: splitAddresses(substitute(emailCc ?? '', params)),
    subject: substitute(emailSubject ?? '', params),
    html: substitute(emailTemplate ?? '', params),
  };
}

/** EMAIL: the sendEmail actor with the module's e-mail; a failure falls back. */
export const emailCompiler: ModuleCompiler<'EMAIL'> = {
  compile: (module, kit) => ({
    final: false,
    state: kit.effect(module, 'sendEmail', ({ context }) => requestOf(module, context.params), { target: kit.onward(module) }, 'the e-mail could not be sent'),
  }),
  transitions(_module, kit) {
    kit.onward('ok', 'effectOk', 'the e-mail is sent');
    kit.fallBack('failed', 'effectFailed', 'the e-mail cannot be sent');
  },
  walk(module, kit) {
    const request = requestOf(module, kit.entered.params);
    kit.go('ok', kit.onward, kit.answered({ kind: 'email', moduleId: module.id, ok: true, request }));
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'email', moduleId: module.id, ok: false }));
  },
};
