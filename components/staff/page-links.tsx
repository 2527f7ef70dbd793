'use client';

import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageWindow } from '@/lib/staff/search-params';

const numbers = new Intl.NumberFormat('en-US');

/**
 * Paging as links, not client state: every page of a filtered list has its own URL (shareable, back/forward
 * work, and it works before JavaScript loads). `query` is the filters' query string ('' or '?…') without page and
 * size; `list` the page and size shown.
 */
export function PageLinks({
  path,
  query,
  list: { page, pageSize },
  total,
}: {
  path: string;
  query: string;
  list: { page: number; pageSize: number };
  total: number;
}) {
  const { pageCount, first, last, pastTheEnd } = pageWindow(page, pageSize, total);
  const href = (target: { page?: number; pageSize?: number }) => {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    const size = target.pageSize ?? pageSize;
    const to = target.page ?? page;
    if (to > 1) params.set('page', String(to));
    if (size !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(size));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {total === 0
          ? 'No rows'
          : pastTheEnd
            ? `${numbers.format(total)} in all`
            : `${numbers.format(first)}–${numbers.format(last)} of ${numbers.format(total)}`}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          siblingCount={0}
          boundaryCount={1}
          shape="rounded"
          size="small"
          renderItem={(item) => (
            <PaginationItem
              component={NextLink}
              href={href({ page: item.page ?? page })}
              {...item}
            />
          )}
        />
      )}
      <Typography variant="body2" component="p" color="text.secondary">
        Rows per page:{' '}
        {PAGE_SIZES.map((size, index) => (
          <span key={size}>
            {index > 0 && ' · '}
            {size === pageSize ? (
              <Box component="strong" aria-current="true" sx={{ color: 'text.primary' }}>
                {size}
              </Box>
            ) : (
              // A new page size starts again from the first page: "page 40" of another size is another place.
              <Link component={NextLink} href={href({ page: 1, pageSize: size })} aria-label={`${size} rows per page`}>
                {size}
              </Link>
            )}
          </span>
        ))}
      </Typography>
    </Box>
  );
}
