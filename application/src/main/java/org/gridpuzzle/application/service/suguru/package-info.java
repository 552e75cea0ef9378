/** The Suguru services; every answer passes the verifier before it is returned. */
package org.gridpuzzle.application.service.suguru;
