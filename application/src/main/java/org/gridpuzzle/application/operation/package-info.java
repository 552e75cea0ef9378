/**
 * Operations as data: each operation's request fields (types, defaults, ranges, allowed values, descriptions), stated
 * once beside the use cases and read by every front end: picocli's defaults and completions, the web's field checks
 * and the OpenAPI document's request schemas are all derived from them.
 */
package org.gridpuzzle.application.operation;
