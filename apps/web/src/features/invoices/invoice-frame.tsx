import Box from '@mui/material/Box';
import { useRef, useState } from 'react';

/**
 * The invoice HTML in a sandboxed iframe (srcdoc). The sandbox has no
 * allow-scripts, so nothing in the document can run; allow-same-origin only
 * lets this page read the document's height to size the frame. Images are
 * inline data: URIs, which the site's CSP allows.
 */
export function InvoiceFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(900);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#fff' }}>
      <iframe
        ref={ref}
        title={title}
        srcDoc={html}
        sandbox="allow-same-origin"
        referrerPolicy="no-referrer"
        data-testid="invoice-preview"
        onLoad={() => {
          const doc = ref.current?.contentDocument;
          if (doc) setHeight(Math.max(400, doc.documentElement.scrollHeight + 4));
        }}
        style={{ width: '100%', height, border: 0, display: 'block' }}
      />
    </Box>
  );
}
