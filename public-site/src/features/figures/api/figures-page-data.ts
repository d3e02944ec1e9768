import type { PageData } from '../../../lib/page-data.ts';
import { publicFiguresQuery } from './get-public-figures.ts';

/** The jobs-in-numbers page: its figures. */
export const figuresPageData: PageData = (_route, client) => [client.prefetchQuery(publicFiguresQuery())];
