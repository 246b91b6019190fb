import type { ClaimMessage } from '@contracts/messages';

export type ConversationViewer = 'passenger' | 'operator';

interface ConversationView {
  isMine: (message: ClaimMessage) => boolean;
  author: (message: ClaimMessage) => string;
  /** What a screen reader announces for each message. */
  label: (message: ClaimMessage) => string;
  bubbleWidth: string;
  theirBubble: string;
  thread: string;
  threadLabel: string;
  empty: string;
  loadErrorClass: string;
  fieldLabel: string;
  fieldHint: string;
  sendsOnCtrlEnter: boolean;
  /** The operators see how long the text is; the passenger sees «Messaggio inviato.» once it is. */
  showsLength: boolean;
  footer: string;
  buttonVariant: 'primary' | 'secondary';
  buttonClass?: string;
}

const fromPassenger = (message: ClaimMessage) => message.author === 'passenger';

/** The same conversation as the passenger reads it in the reserved area, and as an operator reads it on the claim's page. */
export const CONVERSATION_VIEWS: Record<ConversationViewer, ConversationView> = {
  passenger: {
    isMine: fromPassenger,
    author: (message) => (fromPassenger(message) ? 'Tu' : (message.authorName ?? 'RimborsoVolo24')),
    label: (message) => (fromPassenger(message) ? 'Il tuo messaggio' : `Messaggio di ${message.authorName ?? 'RimborsoVolo24'}`),
    bubbleWidth: 'max-w-[90%] sm:max-w-[80%]',
    theirBubble: 'bg-white',
    thread: 'max-h-[60vh] bg-slate-50',
    threadLabel: 'Conversazione sulla pratica',
    empty: 'Nessun messaggio. Se hai domande sulla tua pratica, scrivici qui sotto.',
    loadErrorClass: 'rounded-lg bg-red-50 p-3 text-red-800',
    fieldLabel: 'Scrivi un messaggio',
    fieldHint: 'Ti rispondiamo qui e ti avvisiamo per email.',
    sendsOnCtrlEnter: false,
    showsLength: false,
    footer: 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
    buttonVariant: 'primary',
    buttonClass: 'w-full sm:w-auto',
  },
  operator: {
    isMine: (message) => !fromPassenger(message),
    author: (message) => (fromPassenger(message) ? 'Passeggero' : `${message.authorName ?? 'Operatore'} · Operatore`),
    label: (message) => (fromPassenger(message) ? 'Messaggio del passeggero' : `Messaggio di ${message.authorName ?? 'un operatore'}`),
    bubbleWidth: 'max-w-[85%]',
    theirBubble: 'bg-slate-50',
    thread: 'max-h-[28rem] bg-white',
    threadLabel: 'Conversazione con il passeggero',
    empty: 'Nessun messaggio',
    loadErrorClass: 'text-red-700',
    fieldLabel: 'Scrivi al passeggero',
    fieldHint: 'Il passeggero riceve un’email e legge il messaggio nella sua area riservata.',
    sendsOnCtrlEnter: true,
    showsLength: true,
    footer: 'flex flex-wrap items-center justify-between gap-3',
    buttonVariant: 'secondary',
  },
};
