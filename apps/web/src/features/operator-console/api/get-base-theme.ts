import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBaseThemeResponse } from '@portal/contracts/operator-console';
import { operatorConsoleClient } from './operator-console-client';

/** `GET /base-theme`: the theme a new programme's two colours are set into (the wizard's preview). */
export async function getBaseTheme(): Promise<TBaseThemeResponse> {
  const { data } = await operatorConsoleClient.get<TBaseThemeResponse>('/base-theme');
  return data;
}

export function getBaseThemeQueryOptions() {
  // Asked once: the base only changes with a release of the server.
  return queryOptions({ queryKey: ['operator-console', 'base-theme'], queryFn: getBaseTheme, staleTime: Infinity });
}

export function useBaseTheme() {
  return useQuery(getBaseThemeQueryOptions());
}
