/** Grid reachability in SAT: the DAG, path and spanning-tree st-connectivity encodings, also with variable end points. */
package org.gridpuzzle.domain.reachability;
