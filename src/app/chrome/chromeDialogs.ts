/** The bars' dialogs and toasts, one file loaded after the first screen (see loadChromeDialogs). */
export { PopupDialog } from './PopupDialog.tsx';
export { SidePanelSheet } from './SidePanelSheet.tsx';
export { ToastList } from './ToastList.tsx';
