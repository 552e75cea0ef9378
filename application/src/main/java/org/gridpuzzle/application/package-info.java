/**
 * Use cases of gridpuzzle. {@code port.in}: what drivers (the CLI, other applications) may ask,
 * as {@code <Verb><Noun>UseCase} interfaces with self-validating command and result records.
 * {@code port.out}: what the use cases need from the outside (loading puzzles, progress, SAT
 * back-ends), implemented by adapters. {@code service}: the implementations, built by Dagger
 * through their {@code @Inject} constructors. Depends only on the domain and jakarta.inject.
 */
package org.gridpuzzle.application;
