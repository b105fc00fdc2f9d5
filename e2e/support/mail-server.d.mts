/** The types of `mail-server.mjs`, for TypeScript callers (the API's contact tests). */
export interface ReceivedMail {
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export function startMailServer(options: { smtpPort: number; httpPort: number; host?: string }): Promise<{
  messages: ReceivedMail[];
  smtpPort: number;
  httpPort: number;
  close: () => Promise<void>;
}>;
