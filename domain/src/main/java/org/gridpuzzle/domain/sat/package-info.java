/** CNF, cardinality encodings and the SAT solver port the algorithms use. */
package org.gridpuzzle.domain.sat;
