import { splitAddresses } from '../../../services/contracts/modules/email';
import type { EmailRequest } from '../conversation';
import { substitute } from '../parameters';
import type { ModuleCompiler } from './compiler';

/** EMAIL: the sendEmail actor with the addresses, subject and template, #parameters filled in; a failure falls back. */
export const emailCompiler: ModuleCompiler<'EMAIL'> = {
  compile(module, kit) {
    const { emailTo, emailCc, emailSubject, emailTemplate } = module.settings;
    return {
      final: false,
      state: kit.effect(
        module,
        'sendEmail',
        ({ context }): EmailRequest => ({
          moduleId: module.id,
          to: splitAddresses(substitute(emailTo ?? '', context.params)),
          cc: splitAddresses(substitute(emailCc ?? '', context.params)),
          subject: substitute(emailSubject ?? '', context.params),
          html: substitute(emailTemplate ?? '', context.params),
        }),
        { target: kit.onward(module) },
        'the e-mail could not be sent',
      ),
    };
  },
  transitions(_module, kit) {
    kit.onward('ok', 'effectOk', 'the e-mail is sent');
    kit.fallBack('failed', 'effectFailed', 'the e-mail cannot be sent');
  },
};
