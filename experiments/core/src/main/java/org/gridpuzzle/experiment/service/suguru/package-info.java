/** The Suguru benchmark service; every answer passes the verifier and matches its answer file. */
package org.gridpuzzle.experiment.service.suguru;
