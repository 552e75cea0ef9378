/** Free Flood-It on paths: the interval programme over runs. */
package org.gridpuzzle.domain.floodit.internal.path;
