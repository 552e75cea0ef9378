/** The experiments' results database in SQLite. */
package org.gridpuzzle.experiment.adapter.results;
