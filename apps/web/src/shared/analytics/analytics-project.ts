let projectId: number | null = null;

/** The site configuration's global.buildProjectId, sent as M-Project-Id; 0 means the site configured none. */
export function rememberAnalyticsProject(id: number): void {
  projectId = id > 0 ? id : null;
}

export function analyticsProjectId(): number | null {
  return projectId;
}
