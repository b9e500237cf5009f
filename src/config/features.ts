// Build-time switches. VITE_SHOW_CHAT=true shows the (otherwise hidden) chat items to Level_4.
export const SHOW_CHAT_IN_MENU = import.meta.env.VITE_SHOW_CHAT === 'true';
