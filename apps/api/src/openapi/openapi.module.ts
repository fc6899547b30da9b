import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { RouteCatalogue } from './route-catalogue';

@Module({ imports: [DiscoveryModule], providers: [RouteCatalogue], exports: [RouteCatalogue] })
export class OpenApiModule {}
