/** How long the class snackbar stays (spec 02 §9: class snackbar 5000 ms). */
export const CLASS_SNACKBAR_MS = 5000;
