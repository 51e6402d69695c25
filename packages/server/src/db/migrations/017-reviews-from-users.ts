/**
 * Reviews from users: an uninstall keeps when its install began (how long the organisation used
 * the app, and whether it may still review within the grace days), and a rating keeps since when
 * the reviewer's organisation used the app when it rated (shown beside the review). Ratings made
 * before hold the install of the organisation that still has the app, where there is one.
 */
export const sql = `
ALTER TABLE uninstalls ADD COLUMN installed_at timestamptz;

ALTER TABLE ratings ADD COLUMN used_since timestamptz;

UPDATE ratings r SET used_since = i.installed_at
  FROM accounts a JOIN installs i ON i.organization_id = a.organization_id
  WHERE a.account_id = r.account_id AND i.app_id = r.app_id;
`;
