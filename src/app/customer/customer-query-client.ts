/**
 * The query client of the customer data. It lives in the customer chunk (loaded only when
 * somebody is logged in): visitors never download TanStack Query. Tests hand in their own
 * client (short retry delays) through CustomerQueryClientContext.
 */
import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export const CustomerQueryClientContext = createContext<QueryClient | null>(null);
