/** A stage of the app's start on a page the server drew (src/app/main.tsx): emotion and MUI's styling. */
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';

export const libraries = [CacheProvider, createTheme, ThemeProvider];
