/** Free Flood-It with two colours: the radius of the component graph. */
package org.gridpuzzle.domain.floodit.internal.twocolour;
