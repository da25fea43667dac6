/** One login code on its way to a phone. `text` is the full Chinese message. */
export interface SmsMessage {
  phone: string;
  code: string;
  text: string;
}

/**
 * Where SMS go. `send` resolves once the provider accepted the message and
 * rejects otherwise (the route then answers an error and the code is not kept).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface OutboxEntry extends SmsMessage {
  /** Unix seconds. */
  sentAt: number;
}

/** The sandbox provider's memory of what it "sent", read by GET /dev/sms-outbox. */
export interface SmsOutbox {
  list(options?: { phone?: string; limit?: number }): OutboxEntry[];
}

export function loginSmsText(code: string, minutes: number): string {
  return `【标志设计】您的登录验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本短信。`;
}
