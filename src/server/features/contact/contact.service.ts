import type { ContactRequest } from '#shared/contracts/contact.contract.ts';
import type { Mailer } from '../../adapters/email/index.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactEmail } from './contact-email.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactServiceDeps {
  repo: ContactRepository;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  /** The team's inbox (CONTACT_EMAIL). */
  teamEmail: string;
  log: { error(obj: object, msg?: string): void };
}

/**
 * The /contato form (issue 4). The message is stored first and the answer does not wait for
 * the e-mail: a slow or failing SMTP server never loses a message nor keeps the visitor
 * waiting. The row records the outcome (`enviado_em` or `erro_envio`) for follow-up.
 */
export function createContactService(deps: ContactServiceDeps) {
  const { repo, clock, mailer, background, teamEmail, log } = deps;

  return {
    /** Stores the message and queues the e-mail to the team; resolves with the stored id. */
    async sendMessage(input: ContactRequest, ip: string | undefined): Promise<number> {
      const receivedAt = clock.now();
      const id = await repo.createMessage({
        name: input.nome,
        email: input.email,
        subject: input.assunto,
        message: input.mensagem,
        ip: ip ?? null,
        createdAt: receivedAt,
      });
      background.run('mensagem de contato', async () => {
        try {
          await mailer.send({ to: teamEmail, ...contactEmail({ ...input, id, receivedAt }) });
          await repo.markSent(id, clock.now());
        } catch (err) {
          log.error({ err, contato: id }, 'mensagem de contato guardada, mas o e-mail para a equipe falhou');
          await repo.markSendFailed(id, err instanceof Error ? err.message : String(err));
        }
      });
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
