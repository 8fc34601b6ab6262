/**
 * A league's public site is `{subdomain}.{web-engine domain}` and a competition on it `/champ/{champId}`
 * (spec §2). The scheme follows the page the visitor is on, so a local `localhost:3000` engine links over http.
 */
export function toLeaguePublicUrl(subdomain: string, webEngineDomain: string, protocol = 'https:'): string {
  return `${protocol}//${subdomain}.${webEngineDomain}`;
}

export function toChampPublicUrl(
  subdomain: string,
  webEngineDomain: string,
  champId: string,
  protocol = 'https:',
): string {
  return `${toLeaguePublicUrl(subdomain, webEngineDomain, protocol)}/champ/${champId}`;
}
