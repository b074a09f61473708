import type { ContactRequest } from '#shared/contracts/contact.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactEmail } from './contact-email.ts';
import type { ContactRepository } from './contact.repository.ts';

/** The contact repository and the e-mail queue, over one transaction. */
interface ContactTransaction {
  repo: ContactRepository;
  mail: MailSender;
}

export interface ContactServiceDeps {
  inTransaction<T>(work: (tx: ContactTransaction) => Promise<T>): Promise<T>;
  clock: Clock;
  /** The team's inbox (CONTACT_EMAIL). */
  teamEmail: string;
}

/**
 * The /contato form. The message and its e-mail to the team are written in one
 * transaction; the job queue delivers the e-mail, retrying while the mail server fails, so a
 * slow or failing SMTP server never loses a message nor keeps the visitor waiting.
 */
export function createContactService(deps: ContactServiceDeps) {
  const { inTransaction, clock, teamEmail } = deps;

  return {
    /** Stores the message and queues the e-mail to the team; resolves with the stored id. */
    async sendMessage(input: ContactRequest, ip: string | undefined): Promise<number> {
      const receivedAt = clock.now();
      return inTransaction(async ({ repo, mail }) => {
        const id = await repo.createMessage({
          name: input.nome,
          email: input.email,
          subject: input.assunto,
          message: input.mensagem,
          ip: ip ?? null,
          createdAt: receivedAt,
        });
        await mail.send({ to: teamEmail, ...contactEmail({ ...input, id, receivedAt }) });
        return id;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
