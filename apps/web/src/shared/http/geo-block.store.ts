import { create } from 'zustand';
import { isHttpError } from './http-error';

/** The server's answer for a visitor in a country the operator's licence does not cover (GEO_BLOCKED). */
export const GEO_BLOCKED_STATUS = 451;

interface GeoBlockState {
  blocked: boolean;
}

/** Set once any call answers 451; only a reload (from elsewhere) asks again, as the country is the proxy's. */
export const useGeoBlockStore = create<GeoBlockState>(() => ({ blocked: false }));

/** Fed every failed query and mutation: one 451 anywhere turns the whole site into the block page. */
export function noteGeoBlock(error: unknown): void {
  if (isHttpError(error) && error.statusCode === GEO_BLOCKED_STATUS)
    useGeoBlockStore.setState({ blocked: true });
}
