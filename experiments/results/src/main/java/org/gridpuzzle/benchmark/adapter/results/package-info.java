/** The experiments' results database in SQLite. */
package org.gridpuzzle.benchmark.adapter.results;
