/** One e-mail as the server composes it: what the mailer sends and the development outbox keeps. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, listed for the development outbox. */
  links: string[];
}
