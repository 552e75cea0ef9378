/**
 * The snowman engines and their machinery: public for the domain's other packages, the application and the
 * measuring side, exported to them alone; a library user calls the facades and the API types of {@code org.gridpuzzle.domain.snowman}.
 */
package org.gridpuzzle.domain.snowman.internal;
