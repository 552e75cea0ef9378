/** The CNF service: solve and check the model against the formula. */
package org.gridpuzzle.application.service.sat;
