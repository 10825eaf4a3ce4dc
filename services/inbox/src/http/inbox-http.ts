/** What a guest's form gets back: a receipt, never their data echoed (a bot caught by the honeypot gets one too). */
export interface Receipt {
  id: string;
  receivedAt: string;
}
