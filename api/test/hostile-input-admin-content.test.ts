// The hostile-input walk (hostile-walk.ts) over the back office's content, media, remotes and seller routes.
import { hostileInputSuite, routeGroups } from './hostile-walk.js';

hostileInputSuite(routeGroups.adminContent);
