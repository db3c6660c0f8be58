import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { galleryQuery } from '../../api/institute';
import { AiView, type OpenPhoto } from './AiView';

export function AiPage() {
  const [open, setOpen] = useState<OpenPhoto | null>(null);
  return (
    <AiView query={useQuery(galleryQuery())} open={open} onOpen={setOpen} onClose={() => setOpen(null)} />
  );
}

export default AiPage;
