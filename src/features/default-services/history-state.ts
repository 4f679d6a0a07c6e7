/**
 * The market key reaches /default-services through navigation state, not the URL. The
 * browser keeps history state across a reload, so the screen still knows its market then.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    marketKeyID?: string
  }
}

export {}
