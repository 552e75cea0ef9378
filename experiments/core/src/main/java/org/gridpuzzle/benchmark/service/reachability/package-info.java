/** The reachability benchmark service. */
package org.gridpuzzle.benchmark.service.reachability;
