import { Typography } from '@mantine/core';
import classes from './News.module.css';

/**
 * The provider's HTML (a news item, a message). The server sanitised it when it was read (decision 0051):
 * this is the only place the web puts HTML into a page, and only that field.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (news.mapper.ts) */}
      <div className={classes.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
