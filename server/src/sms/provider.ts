/** One SMS to send. `mobile` is the full number: dialing code + national number, digits only. */
export interface SmsMessage {
  merchantId: number;
  mobile: string;
  text: string;
}

/** Where SMS go. The development provider writes to the outbox table; a real gateway implements the same. */
export interface SmsProvider {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}
