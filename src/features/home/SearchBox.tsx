import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { msg } from '../../text/messages';
import { searchUrl } from './searchUrl';

/** Submitting opens the global search in a new tab (000 §2.2); an empty keyword does nothing. */
export function SearchBox({ open = (url: string) => window.open(url, '_blank', 'noopener') }) {
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const url = searchUrl(keyword);
    if (url !== null) open(url);
  };
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        pl: 2,
        pr: 0.5,
        py: 0.5,
        borderRadius: 6,
        maxWidth: 560,
        width: '100%',
      }}
    >
      <SearchIcon aria-hidden color="action" />
      <InputBase
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={msg.home.searchPlaceholder}
        inputProps={{ 'aria-label': msg.home.searchPlaceholder, type: 'search', enterKeyHint: 'search' }}
        sx={{ flex: 1, mx: 1 }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: 5, px: 3 }}>
        {msg.home.search}
      </Button>
    </Paper>
  );
}
