/**
 * A stage of the app's start on a page the server drew (src/app/main.tsx): MUI's `styled`, whose module
 * builds MUI's default theme as it is evaluated (33 ms of a 4x slowed CPU). Evaluated with the app's own
 * modules, it made that stage one task of about 100 ms (issue 32).
 */
import { styled } from '@mui/material/styles';

export const libraries = [styled];
